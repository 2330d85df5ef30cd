/**
 * The file drop's showcase page: images (several, up to 5 MB) uploaded by a change workflow with per-file
 * progress, a single PDF, and a custom accept list; texts bound to the exposed files and progress.
 */
import { fileDrop, uploadDroppedFiles } from '@kit/elements/authoring';
import { f, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const fileDropPage: PageNode = {
  id: 'element-file-drop',
  name: 'File drop',
  path: 'elements/file-drop',
  title: { en: 'File drop — showcase' },
  meta: { desc: { en: 'The file drop: accept kinds, size limits, drag and drop or browse, per-file upload progress.' } },
  sections: [
    {
      title: 'File drop',
      children: [
        text({ text: 'File drop', tag: 'h1' }),
        text({ text: 'Drop files on a zone or use its button. Files of other kinds are refused with a message.' }),
      ],
    },
    {
      title: 'Upload images',
      children: [
        text({ text: 'Images, uploaded as soon as they are chosen', tag: 'h2' }),
        fileDrop({
          uid: 'drop-images',
          accept: 'image',
          multiple: true,
          maxSize: 5,
          label: 'Drop images here',
          workflows: [workflow('upload-images', 'change', [uploadDroppedFiles('drop-images', 'showcase')])],
        }),
        text({ uid: 'drop-images-text', text: f("length(variables['drop-images-value']) + ' file(s), upload at ' + variables['drop-images-progress'] + '%'") }),
      ],
    },
    {
      title: 'One PDF',
      children: [
        text({ text: 'One PDF', tag: 'h2' }),
        fileDrop({ uid: 'drop-pdf', accept: 'pdf', label: 'Drop a PDF manual', buttonText: 'Choose a PDF', required: true }),
      ],
    },
    {
      title: 'Custom kinds',
      children: [
        text({ text: 'Text or Markdown files (custom accept)', tag: 'h2' }),
        fileDrop({ uid: 'drop-notes', accept: 'custom', customAccept: '.txt, .md, text/plain', multiple: true, label: 'Drop notes' }),
      ],
    },
  ],
};
