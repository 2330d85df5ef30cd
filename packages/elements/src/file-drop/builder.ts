/** Typed design builder for the file drop, and the upload action wired to its files and progress. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { ActionInput, Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { FileDropSettings } from './settings';

type Settings = { [K in keyof FileDropSettings]?: Bound<FileDropSettings[K]> };

export function fileDrop(settings: Settings & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('file-drop', rest, common);
}

/** The 'upload-file' action uploading a file drop's files, reporting to its `progress` variable. */
export function uploadDroppedFiles(uid: string, fileTag = ''): ActionInput {
  return { type: 'upload-file', varId: `${uid}-value`, progressVarId: `${uid}-progress`, fileTag };
}
