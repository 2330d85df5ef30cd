/**
 * The file drop's showcase page: images (several, up to 5 MB) uploaded by a change workflow with per-file
 * progress and the stored files' addresses (or the failure) shown after it, a single PDF, and a custom accept list;
 * texts bound to the exposed files and progress.
 */
import { fileDrop, uploadDroppedFiles } from '@kit/elements/authoring';
import { f, setVariable, text, workflowGraph } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const fileDropPage: PageNode = {
  id: 'element-file-drop',
  name: 'File drop',
  path: 'elements/file-drop',
  title: { en: 'File drop — showcase' },
  meta: { desc: { en: 'The file drop: accept kinds, size limits, drag and drop or browse, per-file upload progress.' } },
  variables: [{ id: 'upload-message', name: 'upload-message', type: 'string', defaultValue: 'Nothing uploaded yet.' }],
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
        text({ text: 'Uploads are for signed-in visitors: sign in first.' }),
        fileDrop({
          uid: 'drop-images',
          accept: 'image',
          multiple: true,
          maxSize: 5,
          label: 'Drop images here',
          workflows: [
            workflowGraph(
              'upload-images',
              'change',
              {
                upload: { ...uploadDroppedFiles('drop-images', 'showcase'), next: 'stored' },
                stored: setVariable('upload-message', f("'Stored: ' + join(map(context.workflow['upload'].result, 'url'), ' ')")),
                failed: setVariable('upload-message', f("'Upload failed: ' + context.workflow.error.message")),
              },
              { start: 'upload', onError: 'failed' },
            ),
          ],
        }),
        text({
          uid: 'drop-images-text',
          text: f("length(variables['drop-images-value']) + ' file(s), upload at ' + variables['drop-images-progress'] + '%'"),
        }),
        text({ uid: 'upload-message-text', text: f("variables['upload-message']") }),
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
