/** Video sources: web URLs, paths and inline video data pass; script and HTML data URLs do not. */
import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('keeps web URLs, paths and inline video', () => {
    expect(videoSource('https://cdn.example/clip.mp4')).toBe('https://cdn.example/clip.mp4');
    expect(videoSource('/media/clip.webm')).toBe('/media/clip.webm');
    expect(videoSource('data:video/webm;base64,GkXf')).toBe('data:video/webm;base64,GkXf');
  });
  it('drops script and HTML URLs and empty values', () => {
    expect(videoSource('javascript:alert(1)')).toBeUndefined();
    expect(videoSource('data:text/html,<script>')).toBeUndefined();
    expect(videoSource('')).toBeUndefined();
    expect(videoSource(null)).toBeUndefined();
  });
});
