import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';
import {MIN_CONTRAST, contrastRatio, readableOn, withReadableTokens} from '../../config/prism-contrast';
import {prism} from '../../config/prism';

test('contrastRatio matches the WCAG definition at its extremes', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff') * 10) / 10, 21);
  assert.equal(contrastRatio('#777', '#777'), 1);
});

test('readableOn keeps readable colours and darkens or lightens the others just enough', () => {
  assert.equal(readableOn('#000000', '#ffffff'), '#000000');
  const darkened = readableOn('#aaaaaa', '#ffffff');
  assert.ok(contrastRatio(darkened, '#ffffff') >= MIN_CONTRAST);
  assert.ok(contrastRatio(darkened, '#ffffff') < 7, 'not pushed all the way to black');
  assert.ok(contrastRatio(readableOn('#6272a4', '#282a36'), '#282a36') >= MIN_CONTRAST);
});

test('the site themes have no token colour below AA contrast, although the stock themes do', () => {
  const failing = (theme: typeof themes.github) =>
    theme.styles.filter(
      (s) => s.style.color && contrastRatio(s.style.color, theme.plain.backgroundColor!) < MIN_CONTRAST,
    );
  assert.ok(failing(themes.github).length > 0 || failing(themes.dracula).length > 0, 'stock themes already pass');
  assert.deepEqual(failing(prism.theme), []);
  assert.deepEqual(failing(prism.darkTheme), []);
  assert.deepEqual(withReadableTokens(themes.github).plain.backgroundColor, themes.github.plain.backgroundColor);
});
