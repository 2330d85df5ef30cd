/** The environment the site runs in (editor, staging, preview, production), told by the host name. */

export type Environment = 'editor' | 'staging' | 'preview' | 'production';

export interface EnvironmentRules {
  /** Host names of the editor (any host starting with "editor." counts too). */
  editorHosts?: readonly string[];
  /** Host name suffixes of preview deployments (any host starting with "preview." counts too). */
  previewSuffixes?: readonly string[];
}

export const DEFAULT_ENVIRONMENT_RULES: Required<EnvironmentRules> = {
  editorHosts: ['editor.weweb.io'],
  previewSuffixes: ['.weweb-preview.io'],
};

export function detectEnvironment(hostname: string, rules: EnvironmentRules = {}): Environment {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const editorHosts = rules.editorHosts ?? DEFAULT_ENVIRONMENT_RULES.editorHosts;
  const previewSuffixes = rules.previewSuffixes ?? DEFAULT_ENVIRONMENT_RULES.previewSuffixes;
  if (editorHosts.includes(host) || host.startsWith('editor.')) return 'editor';
  if (host.includes('-staging.') || host.startsWith('staging.')) return 'staging';
  if (host.startsWith('preview.') || previewSuffixes.some((suffix) => host.endsWith(suffix))) return 'preview';
  return 'production';
}

export interface RedirectTargetInput {
  environment: Environment;
  /** `https://example.com` (no trailing slash needed). */
  origin: string;
  websiteId: string;
  pageId: string;
  /** The page's path on the live site, with the base path ("/app/login"). */
  pagePath: string;
}

/** Where auth and payment flows send the visitor back: editor origin/{websiteId}/{page}, live origin + page path. */
export function redirectTarget(input: RedirectTargetInput): string {
  const origin = input.origin.replace(/\/+$/, '');
  if (input.environment === 'editor') return `${origin}/${input.websiteId}/${input.pageId}`;
  return `${origin}${input.pagePath.startsWith('/') ? '' : '/'}${input.pagePath}`;
}
