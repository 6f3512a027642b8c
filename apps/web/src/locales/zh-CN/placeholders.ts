/** What each page not built yet will do (shell/routes/placeholders.ts), and the issue that brings it. */
export default {
  arrivesWith: '将随第 {{issue}} 号议题提供。',
  // One sentence per entry of shell/routes/placeholders.ts; every page of spec 01 is built, so none is left.
  about: {},
};
