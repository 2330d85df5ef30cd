/**
 * The design data shared by the runtime, the React layer and the publisher, as zod schemas:
 * the design info (pages, languages, home page…) and a page's data file `data/{pageId}.json`.
 * Objects are loose (unknown fields are kept); lists stored keyed by id are read as arrays.
 */
import { z } from 'zod';

/** A value per language (`{ en: 'Title' }`), or a plain text. */
export const translatableSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** A list stored either as an array or as an object keyed by id: always read as an array. */
function keyedList<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.record(z.string(), item)])
    .optional()
    .transform((value): Array<z.output<T>> => (value === undefined ? [] : Array.isArray(value) ? value : Object.values(value)));
}

export const sectionRefSchema = z.looseObject({
  uid: z.string(),
  sectionTitle: z.string().nullish(),
  linkId: z.string().nullish(),
});

/** A role as a group lists it: its id, or a record with an id. */
export const roleRefSchema = z.union([z.string(), z.looseObject({ id: z.string() })]);

/** A user group of a private page: every role of it is needed. `{}` (no roles) is the open group. */
export const userGroupSchema = z.looseObject({
  id: z.string().nullish(),
  roles: z.array(roleRefSchema).nullish(),
});

export const pageMetaSchema = z.looseObject({
  desc: translatableSchema.nullish(),
  keywords: translatableSchema.nullish(),
  socialDesc: translatableSchema.nullish(),
  socialTitle: translatableSchema.nullish(),
  structuredData: translatableSchema.nullish(),
});

/** A page as the design info lists it. `paths` maps a language (and `default`) to a path without a leading slash. */
export const pageInfoSchema = z.looseObject({
  id: z.string(),
  linkId: z.string().nullish(),
  name: z.string().nullish(),
  folder: z.string().nullish(),
  paths: z.record(z.string(), z.string()).default({}),
  langs: z.array(z.string()).default([]),
  cmsDataSetPath: z.string().nullish(),
  sections: z.array(sectionRefSchema).default([]),
  pageUserGroups: z.array(userGroupSchema).default([]),
  title: translatableSchema.nullish(),
  meta: pageMetaSchema.nullish(),
  metaImage: z.string().nullish(),
});

export const languageSchema = z.looseObject({
  lang: z.string(),
  default: z.boolean().optional(),
  isDefaultPath: z.boolean().optional(),
});

export const themeNameSchema = z.enum(['light', 'dark']);

export const variableDefinitionSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  type: z.enum(['string', 'number', 'boolean', 'object', 'array', 'query', 'any']).default('any'),
  defaultValue: z.unknown().optional(),
  isLocalStorage: z.boolean().optional(),
  isPersistentOnNav: z.boolean().optional(),
  queryName: z.string().optional(),
  preserveReference: z.boolean().optional(),
});

export const actionDefinitionSchema = z.looseObject({
  id: z.string().optional(),
  type: z.string(),
  name: z.string().optional(),
  next: z.string().nullish(),
  branches: z
    .array(z.looseObject({ id: z.string().nullish(), value: z.unknown().optional(), isDefault: z.boolean().optional() }))
    .optional(),
  disabled: z.boolean().optional(),
});

export const workflowDefinitionSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  trigger: z.string().optional(),
  actions: z.record(z.string(), actionDefinitionSchema).default({}),
  firstAction: z.string().nullish(),
  firstErrorAction: z.string().nullish(),
});

/** A collection's source settings (database plugin fields; other plugins add theirs). */
export const collectionConfigSchema = z.looseObject({
  table: z.string().nullish(),
  fieldsMode: z.enum(['guided', 'advanced']).optional(),
  dataFields: z.unknown().optional(),
  dataFieldsAdvanced: z.unknown().optional(),
  filter: z.unknown().optional(),
  sort: z.unknown().optional(),
  limit: z.unknown().optional(),
  offset: z.unknown().optional(),
  primaryData: z.unknown().optional(),
});

export const collectionDefinitionSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  /** static: published JSON; dynamic: fetched in the browser by its plugin (or through the server). */
  mode: z.enum(['static', 'dynamic']).optional(),
  /** The plugin (database, REST…) providing a dynamic collection. */
  pluginId: z.string().optional(),
  /** A dynamic collection fetched by the server (`/ww/cms_data_sets/{id}/fetch`) instead of the browser. */
  isThroughServer: z.boolean().optional(),
  autoFetch: z.boolean().optional(),
  isPersistentOnNav: z.boolean().optional(),
  limit: z.unknown().optional(),
  offset: z.unknown().optional(),
  filter: z.unknown().optional(),
  sort: z.unknown().optional(),
  /** Fields identifying an item (realtime patches, updates by id); `['id']` by default. */
  primaryKeys: z.array(z.string()).optional(),
  config: collectionConfigSchema.optional(),
});

export const namedFormulaSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  code: z.unknown().optional(),
  parameters: z.array(z.unknown()).optional(),
});

export const pluginInfoSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  settings: z.unknown().optional(),
});

/** The design info: the site as a whole. */
export const designInfoSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  homePageId: z.string(),
  authPluginId: z.string().nullish(),
  defaultTheme: themeNameSchema.default('light'),
  langs: z.array(languageSchema).default([{ lang: 'en', default: true }]),
  pages: z.array(pageInfoSchema).default([]),
  /** Page shown to signed-in visitors without access, and the sign-in page (auth settings). */
  forbiddenPageId: z.string().nullish(),
  signInPageId: z.string().nullish(),
  /** The base-tag setting: where the site is served from. */
  baseTag: z.looseObject({ href: z.string().nullish(), target: z.string().nullish() }).nullish(),
  cacheVersion: z.union([z.number(), z.string()]).nullish(),
  /** Manifest use off: no web app install, and every service worker of the origin is unregistered. */
  disableManifest: z.boolean().optional(),
  pageUserGroups: z.array(userGroupSchema).optional(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  plugins: z.array(pluginInfoSchema).default([]),
  variables: keyedList(variableDefinitionSchema),
  collections: keyedList(collectionDefinitionSchema),
  workflows: keyedList(workflowDefinitionSchema),
  formulas: keyedList(namedFormulaSchema),
});

/** A page's data file, `data/{pageId}.json`. */
export const pageDataSchema = z.looseObject({
  cacheVersion: z.union([z.number(), z.string()]),
  page: pageInfoSchema,
  sections: z.array(z.looseObject({ uid: z.string() })).default([]),
  wwObjects: z.record(z.string(), z.looseObject({})).default({}),
  collections: keyedList(collectionDefinitionSchema),
  variables: keyedList(variableDefinitionSchema),
  formulas: keyedList(namedFormulaSchema),
  workflows: keyedList(workflowDefinitionSchema),
  libraryComponents: keyedList(z.looseObject({ id: z.string() })),
});

export type UserGroup = z.output<typeof userGroupSchema>;
export type PageDefinition = z.output<typeof pageInfoSchema>;
export type CollectionDefinition = z.output<typeof collectionDefinitionSchema>;
export type DesignInfo = z.output<typeof designInfoSchema>;
export type DesignInfoInput = z.input<typeof designInfoSchema>;
export type PageData = z.output<typeof pageDataSchema>;
export type PageDataInput = z.input<typeof pageDataSchema>;
