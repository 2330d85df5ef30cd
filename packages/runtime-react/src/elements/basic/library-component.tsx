/** The `library-component` element: renders a library component of the page inline, with its `props` as `context.props`. */
import { useMemo } from 'react';
import { LibraryComponentView } from '../../render/LibraryComponentView';
import { defineElement } from '../registry';
import type { ElementProps } from '../registry';

type LibraryComponentSettings = { componentId: string; props: unknown };

function LibraryComponent({ settings, local }: ElementProps<LibraryComponentSettings>) {
  const scope = useMemo(() => ({ context: { ...local?.context, props: settings.props } }), [local, settings.props]);
  return <LibraryComponentView componentId={settings.componentId} local={scope} />;
}

export const libraryComponentElement = defineElement<LibraryComponentSettings>({
  type: 'library-component',
  settings: { componentId: { default: '' }, props: { default: {} } },
  component: LibraryComponent,
});
