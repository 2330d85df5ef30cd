// The shapes of the sample library: catalogue rows, manuals with their laid-out pages, error codes with their details.

export type FuelType = 'electric' | 'lpg' | 'diesel' | 'gasoline' | 'cng-dual';
export type ManualKind = 'service' | 'parts' | 'wiring' | 'operator';
export type Tier = 'free' | 'premium';
export type Severity = 'stop' | 'warn' | 'info';

export interface SampleBrand {
  id: string;
  name: string;
  tagline: string;
  description: string;
  codeFormat: string;
  codeExample: string;
  codePattern: string;
  sortOrder: number;
}

export interface SampleSeries {
  id: string;
  brandId: string;
  name: string;
  truckType: string;
  fuelTypes: FuelType[];
  yearFrom: number;
  yearTo: number | null;
  description: string;
  sortOrder: number;
}

export interface SampleModel {
  id: string;
  seriesId: string;
  brandId: string;
  name: string;
  fuelType: FuelType;
  capacityKg: number;
  serialFrom: number;
  serialTo: number | null;
  sortOrder: number;
}

/** One drawn line of text on a page (positions in PDF points, origin bottom left). */
export interface TextLine {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

/** Vector drawing: straight segments, rectangles and circles (stroked; rectangles optionally filled light grey). */
export type Shape =
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; dash?: boolean }
  | { type: 'rect'; x: number; y: number; w: number; h: number; fill?: boolean }
  | { type: 'circle'; x: number; y: number; r: number };

export interface LaidOutPage {
  number: number;
  /** The title of the section this page starts, when it starts one. */
  sectionTitle: string | null;
  lines: TextLine[];
  shapes: Shape[];
  /** The page's text as stored in manual_pages.body: its lines, one paragraph per line. */
  body: string;
}

export interface SampleManual {
  id: string;
  brandId: string;
  seriesIds: string[];
  modelIds: string[];
  fuelTypes: FuelType[];
  systemIds: string[];
  kind: ManualKind;
  title: string;
  summary: string;
  revision: string;
  revisionDate: string;
  serialFrom: number;
  serialTo: number | null;
  tier: Tier;
  previewPages: number;
  objectPath: string;
  pages: LaidOutPage[];
}

export interface CodeCause {
  text: string;
  manualId: string;
  pageNumber: number;
}

export interface CodeCheck {
  text: string;
  expected: string;
  manualId: string;
  pageNumber: number;
}

export interface PageRef {
  manualId: string;
  pageNumber: number;
  quote: string;
}

export interface SampleErrorCode {
  id: string;
  brandId: string;
  seriesIds: string[];
  modelIds: string[];
  fuelTypes: FuelType[];
  systemId: string;
  code: string;
  codeNormalized: string;
  title: string;
  summary: string;
  controller: string;
  severity: Severity;
  tier: Tier;
  details: {
    triggerCondition: string;
    effect: string;
    causes: CodeCause[];
    checks: CodeCheck[];
    remedy: string;
    remedyManualId: string;
    remedyPageNumber: number;
    components: string[];
    connectors: string[];
    pageRefs: PageRef[];
  };
}

/** One task of a manual's planned-maintenance table, citing the page that prints it (`quote` is its row). */
export interface SampleMaintenanceTask {
  id: string;
  manualId: string;
  pageNumber: number;
  brandId: string;
  seriesId: string;
  /** Empty: every fuel type of the series. */
  fuelTypes: FuelType[];
  intervalHours: number;
  systemId: string;
  task: string;
  action: 'check' | 'replace' | 'lubricate' | 'adjust' | 'clean' | 'test';
  quote: string;
  sortOrder: number;
}
