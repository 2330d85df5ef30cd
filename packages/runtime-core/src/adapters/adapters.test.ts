/** Adapters: file names, base64, the HTTP file service and browser adapters. */
import { describe, expect, it, vi } from 'vitest';
import { browserClipboard, browserGeolocation } from './device';
import { base64ToBlob, blobToDataUrl, sanitizeDownloadName, sanitizeUploadName } from './files';
import { createHttpFileService } from './http-files';
import { createConsoleLogger } from './logger';
import { browserLocalStorage, createMemoryStorage } from './storage';
import { browserUrl } from './url';

describe('file name rules', () => {
  it('replaces every character the seed lists with an underscore', () => {
    expect(sanitizeUploadName("a#b!c@d$e%f^g&h*i(j)k+l=m[n]o{p}q;r's:t\\u|v,w<x>y?z y/z.pdf")).toBe(
      'a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p_q_r_s_t_u_v_w_x_y_z_y_z.pdf',
    );
    expect(sanitizeUploadName('plain-name_1.txt')).toBe('plain-name_1.txt');
  });

  it('keeps word characters, spaces, dots and dashes in download names', () => {
    expect(sanitizeDownloadName('my report <final>/v2.pdf')).toBe('my report finalv2.pdf');
  });
});

describe('base64', () => {
  it('round-trips bytes through a data URL', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const dataUrl = await blobToDataUrl(new Blob([bytes], { type: 'application/pdf' }));
    expect(dataUrl.startsWith('data:application/pdf;base64,')).toBe(true);
    const back = new Uint8Array(await base64ToBlob(dataUrl).arrayBuffer());
    expect(back).toEqual(bytes);
  });

  it('decodes bare base64 and refuses invalid text', async () => {
    expect(await base64ToBlob('aGk=').text()).toBe('hi');
    expect(() => base64ToBlob('***')).toThrow();
  });
});

describe('HTTP file service', () => {
  it('offers downloads through a link', () => {
    const link = { href: '', download: '', click: vi.fn() };
    const service = createHttpFileService({ apiUrl: '', designId: '', fetch: vi.fn(), document: { createElement: () => link } });
    service.saveAs('blob:x', 'file.txt');
    expect(link).toMatchObject({ href: 'blob:x', download: 'file.txt' });
    expect(link.click).toHaveBeenCalled();
  });
});

describe('browser adapters', () => {
  it('replace the query string without a new history entry', () => {
    const replaceState = vi.fn();
    const win = { location: { search: '?a=1', pathname: '/shop', hash: '#top' }, history: { state: { k: 1 }, replaceState } };
    const url = browserUrl(win);
    expect(url?.getSearch()).toBe('?a=1');
    url?.replaceSearch('b=2');
    expect(replaceState).toHaveBeenCalledWith({ k: 1 }, '', '/shop?b=2#top');
    url?.replaceSearch('');
    expect(replaceState).toHaveBeenLastCalledWith({ k: 1 }, '', '/shop#top');
    expect(browserUrl({})).toBeUndefined();
  });

  it('are absent in Node', () => {
    expect(browserLocalStorage()).toBeUndefined();
    expect(browserClipboard()).toBeUndefined();
    expect(browserGeolocation()).toBeUndefined();
  });

  it('memory storage and console logger behave like their browser counterparts', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.dump()).toEqual({ b: '2' });
    const target = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    createConsoleLogger(target).log('warn', 'careful', { id: 1 });
    expect(target.warn).toHaveBeenCalledWith('careful', { id: 1 });
  });
});
