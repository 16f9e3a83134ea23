import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.js';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 60" width="100" height="60">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#5b8def"/><stop offset="1" stop-color="#1d3f8f"/></linearGradient></defs>' +
  '<rect id="shell" x="5" y="5" width="90" height="50" rx="6" fill="url(#g)" stroke="#222" stroke-width="2"/>' +
  '<circle cx="30" cy="30" r="10" style="fill: #fff; opacity: 0.8"/>' +
  '<use xlink:href="#shell" x="0" y="0" opacity="0.2"/>' +
  '<text x="50" y="35" font-size="10" text-anchor="middle">泵 Pump</text>' +
  '</svg>';

/** Wraps an attack in an otherwise harmless drawing (one rectangle that must survive). */
const around = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}><rect width="10" height="10" fill="#123456"/>${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps a harmless drawing intact: shapes, gradients, fragment references, styles and text', () => {
    const out = sanitiseSvg(DRAWING)!;
    expect(out).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const part of [
      '<linearGradient id="g"',
      'fill="url(#g)"',
      'rx="6"',
      'opacity: 0.8',
      'href="#shell"',
      '泵 Pump',
      'viewBox="0 0 100 60"',
    ])
      expect(out).toContain(part);
  });

  it('reads bytes with an XML prolog and a byte-order mark', () => {
    const bytes = new TextEncoder().encode(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${DRAWING}`);
    expect(sanitiseSvg(bytes)).toContain('<rect id="shell"');
  });

  const attacks: [string, string, RegExp][] = [
    ['script element', around('<script>alert(1)</script>'), /<script|alert/i],
    ['script with xlink', around('<script xlink:href="https://evil.example/x.js"/>'), /<script|evil/i],
    ['onload on the root', around('', 'onload="alert(1)"'), /onload|alert/i],
    ['onclick on a shape', around('<circle r="5" onclick="steal()"/>'), /onclick|steal/i],
    ['onmouseover in mixed case', around('<rect width="1" height="1" OnMouseOver="steal()"/>'), /onmouseover|steal/i],
    ['javascript: link', around('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript/i],
    ['javascript: xlink link', around('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), /javascript/i],
    [
      'foreignObject with HTML',
      around(
        '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)"></body></foreignObject>',
      ),
      /foreignObject|iframe|onerror|evil/i,
    ],
    ['external use', around('<use href="https://evil.example/sprite.svg#icon"/>'), /evil/i],
    ['external xlink use', around('<use xlink:href="other.svg#icon"/>'), /other\.svg/i],
    ['external image', around('<image href="http://evil.example/track.png" width="5" height="5"/>'), /evil/i],
    [
      'svg image as data URI',
      around('<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pg==" width="5" height="5"/>'),
      /image\/svg\+xml/i,
    ],
    ['style url()', around('<rect width="5" height="5" style="fill: url(http://evil.example/x)"/>'), /evil/i],
    ['fill url() to outside', around('<rect width="5" height="5" fill="url(https://evil.example/p.svg#p)"/>'), /evil/i],
    [
      'style element with @import',
      around('<style>@import url(https://evil.example/x.css); rect { fill: red }</style>'),
      /@import|evil|<style/i,
    ],
    ['animation setting an href', around('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), /<set|javascript/i],
    [
      'entity expansion',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>${around('<text>&b;&xxe;</text>')}`,
      /ENTITY|AAAAAAAAAA|passwd/i,
    ],
    [
      'CDATA hiding a script',
      around('<script><![CDATA[ alert(1) ]]></script><text><![CDATA[</text><script>alert(2)</script>]]></text>'),
      /<script|alert\(1\)/i,
    ],
    ['iframe and embed', around('<iframe src="https://evil.example"/><embed src="https://evil.example"/>'), /iframe|embed|evil/i],
  ];

  for (const [name, payload, forbidden] of attacks) {
    it(`removes ${name} and keeps the drawing`, () => {
      const out = sanitiseSvg(payload);
      expect(out).toBeDefined();
      expect(out).not.toMatch(forbidden);
      expect(out).toContain('fill="#123456"');
    });
  }

  it('keeps data: images of the gallery types', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitiseSvg(around(`<image href="${png}" width="5" height="5"/>`))).toContain(png);
  });

  it('answers undefined when nothing drawable is left, or there is no SVG at all', () => {
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toBeUndefined();
    expect(sanitiseSvg('<svg onload="alert(1)"/>')).toBeUndefined();
    expect(sanitiseSvg('<html><body><p>hello</p></body></html>')).toBeUndefined();
    expect(sanitiseSvg('')).toBeUndefined();
  });
});
