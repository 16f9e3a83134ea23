// @vitest-environment jsdom
import { ElementSchema, SCENE_LIMITS, type SceneElement } from '@fieldlink/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../i18n/resources';
import { KindFields } from './KindFields';

const element = (kind: string, extra: object = {}) =>
  ElementSchema.parse({ id: 'e1', x: 0, y: 0, w: 100, h: 40, kind, ...extra }) as SceneElement;

function render(el: SceneElement): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('en-US')}>
      <KindFields
        element={el}
        update={() => undefined}
        disabled={false}
        devices={[]}
        views={[]}
        images={[]}
        onOpenGallery={() => undefined}
      />
    </I18nextProvider>,
  );
}

/** The property fields a kind shows, by their test ids, in order. */
const fieldsOf = (el: SceneElement) => [...render(el).matchAll(/data-testid="(prop-[\w-]+)"/g)].map((m) => m[1]);

describe('KindFields (driven by KIND_FIELDS)', () => {
  it.each([
    ['text', { text: 'Hi' }, ['prop-text']],
    ['value', {}, ['prop-format', 'prop-decimals', 'prop-unit', 'prop-prefix', 'prop-show-unit']],
    ['bar', {}, ['prop-min', 'prop-max', 'prop-orientation']],
    ['gauge', {}, ['prop-min', 'prop-max']],
    ['tank', {}, ['prop-min', 'prop-max']],
    ['lamp', {}, ['prop-shape']],
    ['switch', {}, ['prop-on-value', 'prop-off-value', 'prop-confirm']],
    ['button', { action: 'prompt' }, ['prop-text', 'prop-action', 'prop-confirm']],
    ['button', { action: 'set' }, ['prop-text', 'prop-action', 'prop-value', 'prop-confirm']],
    ['image', {}, ['prop-image', 'prop-fit']],
    ['symbol', {}, ['prop-symbol']],
    [
      'pipe',
      {
        points: [
          [0, 0],
          [10, 0],
        ],
      },
      ['prop-direction'],
    ],
    ['trend', {}, ['prop-minutes', 'prop-min', 'prop-max']],
    ['alarm', {}, ['prop-rows']],
    ['link', {}, ['prop-text', 'prop-link-target']],
    ['rect', {}, []],
    ['ellipse', {}, []],
  ])('a %s element %j shows %j', (kind, extra, ids) => {
    expect(fieldsOf(element(kind, extra))).toEqual(ids);
  });

  it('limits the texts as the scene schema does', () => {
    const limit = (n: number) => new RegExp(`maxlength="${n}"`, 'i');
    expect(render(element('text', { text: 'Hi' }))).toMatch(limit(SCENE_LIMITS.text));
    expect(render(element('link'))).toMatch(limit(SCENE_LIMITS.label));
    const value = render(element('value'));
    expect(value).toMatch(limit(SCENE_LIMITS.unit));
    expect(value).toMatch(limit(SCENE_LIMITS.prefix));
  });

  it('shows the element’s values in its fields', () => {
    const html = render(element('value', { unit: 'kPa', prefix: 'P=' }));
    expect(html).toContain('value="kPa"');
    expect(html).toContain('value="P="');
  });
});
