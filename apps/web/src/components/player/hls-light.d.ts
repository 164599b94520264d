// hls.js ships types for its full build only; the light build (no subtitles, alternate audio or
// DRM, none of which the academy's streams have) has the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
