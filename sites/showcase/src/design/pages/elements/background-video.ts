/** The background video's showcase page: a muted looping clip behind text, started once fully loaded; the play event. */
import { backgroundVideo, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { BACKGROUND_CLIP } from './background-video-clip';

export const backgroundVideoPage: PageNode = {
  id: 'element-background-video',
  name: 'Background video',
  path: 'elements/background-video',
  title: { en: 'Background video — showcase' },
  meta: { desc: { en: 'The background video: muted and looping, started once fully loaded (checked every second), behind its content.' } },
  variables: [{ id: 'video-playing', name: 'video playing', type: 'boolean', defaultValue: false }],
  sections: [
    {
      title: 'Background video',
      children: [
        text({ text: 'Background video', tag: 'h1' }),
        text({
          text: 'The clip is muted and starts once fully loaded (checked every 1000 ms); visitors who ask for reduced motion see it still.',
        }),
        backgroundVideo(
          {
            uid: 'video-hero',
            url: BACKGROUND_CLIP,
            workflows: [workflow('video-played', 'play', [setVariable('video-playing', true)])],
            styles: { default: { minHeight: '240px', borderRadius: '8px' }, mobile: { minHeight: '160px' } },
          },
          [
            text({
              text: 'Content over the video',
              tag: 'h2',
              styles: {
                default: {
                  color: '#ffffff',
                  backgroundColor: 'rgba(0, 0, 0, 0.55)',
                  padding: '16px',
                  margin: '16px',
                  display: 'inline-block',
                  borderRadius: '6px',
                },
              },
            }),
          ],
        ),
        text({ uid: 'video-state', text: f("variables['video-playing'] ? 'The video is playing.' : 'The video has not started yet.'") }),
      ],
    },
  ],
};
