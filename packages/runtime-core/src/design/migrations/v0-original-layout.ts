/**
 * Version 0 → 1: the original builder's export layout to ours.
 * - Elements kept their settings in `content.default` (other keys of `content` per language), and referenced their
 *   children inside it as `{isWwObject: true, uid}`; ours are `settings` and a `children` list of uids.
 * - Sections were referenced by `linkId` (page lists and page data); ours carry `uid` (the linkId stays, since links
 *   to a section still use it).
 */
import type { DesignDocument, DesignMigration } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childUid(value: unknown): string | undefined {
  return isRecord(value) && value.isWwObject === true && typeof value.uid === 'string' ? value.uid : undefined;
}

/** An element in the original layout becomes `{…, settings, children?}`; one already in ours is left as it is. */
export function migrateElement(element: DesignDocument): DesignDocument {
  const { content, ...rest } = element;
  if ('settings' in element || !isRecord(content) || !isRecord(content.default)) return element;
  const { default: defaults, ...perLanguage } = content;
  const { children, ...settings } = defaults;
  const childUids = Array.isArray(children) ? children.map(childUid).filter((uid): uid is string => uid !== undefined) : undefined;
  return {
    ...rest,
    settings,
    ...(childUids === undefined ? {} : { children: childUids }),
    // Per-language overrides are kept as they were, so nothing of the document is lost.
    ...(Object.keys(perLanguage).length === 0 ? {} : { content: perLanguage }),
  };
}

/** A section (or section reference) known only by its `linkId` gets that as its `uid`. */
export function migrateSection(section: unknown): unknown {
  if (!isRecord(section) || typeof section.uid === 'string' || typeof section.linkId !== 'string') return section;
  return { ...section, uid: section.linkId };
}

function migratePage(page: unknown): unknown {
  if (!isRecord(page) || !Array.isArray(page.sections)) return page;
  return { ...page, sections: page.sections.map(migrateSection) };
}

export const originalLayoutMigration: DesignMigration = {
  from: 0,
  description: 'element content.default to settings and children uids; section linkId to uid',
  migrateDesign(document) {
    if (!Array.isArray(document.pages)) return document;
    return { ...document, pages: document.pages.map(migratePage) };
  },
  migratePageData(document) {
    const objects = document.wwObjects;
    return {
      ...document,
      ...(document.page === undefined ? {} : { page: migratePage(document.page) }),
      ...(Array.isArray(document.sections) ? { sections: document.sections.map(migrateSection) } : {}),
      ...(isRecord(objects)
        ? {
            wwObjects: Object.fromEntries(
              Object.entries(objects).map(([uid, element]) => [uid, isRecord(element) ? migrateElement(element) : element]),
            ),
          }
        : {}),
    };
  },
};
