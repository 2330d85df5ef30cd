/**
 * The members page's own collections: a static list of member guides (`collections/showcase-member-guides.json`) and
 * a server data set of member downloads. Only the private page declares them, so the server serves them only to a
 * session passing that page's guard (signed in and holding the member role).
 */
import type { PageDataInput } from '@kit/runtime-core';

/** The publisher's data-set shape, structurally (the site does not depend on the server package). */
type DataSet = (input: {
  limit: number;
  offset: number;
  request: { session: { sub?: string } | null };
}) => Promise<{ data: unknown; total: number }>;

export const MEMBER_GUIDES_COLLECTION_ID = 'showcase-member-guides';
export const MEMBER_DOWNLOADS_COLLECTION_ID = 'showcase-member-downloads';

export const memberCollections: NonNullable<PageDataInput['collections']> = [
  { id: MEMBER_GUIDES_COLLECTION_ID, name: 'Member guides', mode: 'static', autoFetch: true },
  {
    id: MEMBER_DOWNLOADS_COLLECTION_ID,
    name: 'Member downloads',
    mode: 'dynamic',
    isThroughServer: true,
    autoFetch: true,
    limit: 3,
    offset: 0,
  },
];

export const memberGuideRows = [
  { id: 'hydraulics', title: 'Members guide: hydraulic mast service' },
  { id: 'batteries', title: 'Members guide: traction battery care' },
  { id: 'brakes', title: 'Members guide: brake inspection checklist' },
];

const downloads = ['Wiring diagram pack', 'Service interval sheet', 'Torque table', 'Fault code poster', 'Inspection log'].map(
  (title, index) => ({
    id: index + 1,
    title: `Member download: ${title}`,
  }),
);

/** One page of the member downloads, each marked with the member it was served to. */
export const memberDownloadsDataSet: DataSet = async ({ limit, offset, request }) => ({
  data: downloads.slice(offset, offset + limit).map((row) => ({ ...row, servedTo: request.session?.sub ?? null })),
  total: downloads.length,
});
