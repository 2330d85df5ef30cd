/** Icon element: icon (an icon id served as /icons/{name}.svg), color, fontSize; decorative unless labelled. */
import { defineElement } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { IconGlyph } from './IconGlyph';
import { cssSize } from './icon-url';

export interface IconSettings extends Record<string, unknown> {
  icon: string;
  color: string;
  fontSize: number | string;
  /** Accessible name; empty means decorative. */
  label: string;
}

function Icon({ uid, settings, className }: ElementProps<IconSettings>) {
  const color = typeof settings.color === 'string' && settings.color !== '' ? settings.color : undefined;
  return (
    <IconGlyph
      uid={uid}
      name={settings.icon}
      label={typeof settings.label === 'string' ? settings.label : undefined}
      className={className}
      style={{ color, fontSize: cssSize(settings.fontSize, '24px') }}
    />
  );
}

export const iconElement = defineElement<IconSettings>({
  type: 'icon',
  settings: {
    icon: { default: 'star' },
    color: { default: 'currentColor' },
    fontSize: { default: 24 },
    label: { default: '' },
  },
  component: Icon,
});
