// The transformation a signed render URL's token carries, in imgproxy's terms as the current storage server writes it
// (`height:200,width:200,resizing_type:fill,quality:60`), and back; tokens in the older `resize:cover` form still read.
import { transformOptionsFrom, type TransformOptions } from './transform-image';

const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;
const RESIZE_OF: Record<string, string> = { fill: 'cover', fit: 'contain', force: 'fill' };

export function signedTransformDescription(options: TransformOptions): string {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${options.height}`);
  if (options.width) parts.push(`width:${options.width}`);
  if (options.width || options.height) parts.push(`resizing_type:${RESIZING_TYPE[options.resize ?? 'cover']}`);
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts.join(',');
}

export function parseSignedTransform(text: string): TransformOptions {
  const query: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [name, value] = part.split(':');
    if (!name || !value) continue;
    if (name === 'resizing_type') query.resize = RESIZE_OF[value] ?? value;
    else query[name] = value;
  }
  return transformOptionsFrom(query);
}
