/** What each page not built yet will do (shell/routes/placeholders.ts), and the issue that brings it. */
export default {
  arrivesWith: 'It arrives with issue {{issue}}.',
  // One sentence per entry of shell/routes/placeholders.ts; every page of spec 01 is built, so none is left.
  about: {},
};
