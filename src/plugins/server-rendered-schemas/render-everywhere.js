// `BrowserOnly` for the sections of ./index.ts: their content renders on the server and in the browser.
export default function RenderEverywhere({children}) {
  return children();
}
