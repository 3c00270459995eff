// @ts-check
/**
 * webpack loader for rc-util's `Dom/dynamicCSS.js` and its copy in antd's icons, through which
 * antd and the icons inject their styles: a style element's text is written and compared as `textContent`, not
 * `innerHTML`. For a `<style>` both mean the same text, but the `innerHTML` setter runs the
 * HTML parser on every rule sheet: on a phone's first wallet render that parsing alone took
 * about 90 ms of the main thread (decision 0062).
 *
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 * @returns {string}
 */
export default function styleTextLoader(source) {
  const patched = source.replaceAll('.innerHTML', '.textContent');
  if (patched === source) {
    throw new Error(
      `${this.resourcePath} no longer writes innerHTML: drop it from styleTextLoader's rule`,
    );
  }
  return patched;
}
