/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint on the server', () => {
  it('draws the sections below the fold at once: the first view is the whole page', () => {
    const html = renderToStaticMarkup(
      <main>
        <h1>first screen</h1>
        <AfterFirstPaint placeholder={<p>waiting</p>}>
          <section>below the fold</section>
        </AfterFirstPaint>
      </main>,
    );
    expect(html).toBe(
      '<main><h1>first screen</h1><div style="display:contents"><section>below the fold</section></div></main>',
    );
  });
});
