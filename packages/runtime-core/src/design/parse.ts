/**
 * Parsing design data: upgraded to the current format by the ordered migrations, then checked by its schema;
 * a DesignError lists where the data does not fit.
 */
import type { z } from 'zod';
import { RuntimeCoreError } from '../errors';
import { migrateDesign, migratePageData } from './migrations';
import { designInfoSchema, pageDataSchema } from './schema';
import type { DesignInfo, PageData } from './schema';

export interface DesignIssue {
  path: string;
  message: string;
}

export class DesignError extends RuntimeCoreError {
  override name = 'DesignError';
  readonly issues: DesignIssue[];

  constructor(what: string, issues: DesignIssue[]) {
    const first = issues[0];
    super('DESIGN_INVALID', `Invalid ${what}${first ? `: ${first.path || '(root)'} ${first.message}` : ''}`, { details: { issues } });
    this.issues = issues;
  }
}

function issuesOf(error: z.ZodError): DesignIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function parseWith<T>(schema: z.ZodType<T>, what: string, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new DesignError(what, issuesOf(result.error));
  return result.data;
}

export function parseDesignInfo(input: unknown): DesignInfo {
  return parseWith(designInfoSchema, 'design info', migrateDesign(input));
}

export function parsePageData(input: unknown): PageData {
  return parseWith(pageDataSchema, 'page data', migratePageData(input));
}
