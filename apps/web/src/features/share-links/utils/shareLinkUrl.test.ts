import { describe, expect, it } from 'vitest';
import { shareEmbedUrl, shareUrl } from './shareLinkUrl';

describe('share link addresses', () => {
  it('builds the link on this app', () => {
    expect(shareUrl('abc', { origin: 'https://x.example', pathname: '/' })).toBe('https://x.example/#/share/abc');
  });

  it('builds the embed address beside the app', () => {
    const link = 'abcdefghijklmnop0123';
    expect(shareEmbedUrl(link, { origin: 'https://x.example', pathname: '/fieldlink/index.html' })).toBe(
      `https://x.example/fieldlink/embed?link=${link}#/share/${link}`,
    );
  });
});
