/** The enterprise's files across modules (/file-list). */
export default {
  title: 'Files',
  intro: 'Every file your enterprise uploaded, whichever screen it came from.',
  signInFirst: 'Sign in to see your enterprise’s files.',
  signIn: 'Sign in',
  keyword: 'File name',
  search: 'Search',
  refresh: 'Refresh',
  preview: 'Preview',
  download: 'Download',
  noPreview: 'This type of file cannot be shown here; download it instead.',
  close: 'Close',
  export: 'Export to Excel',
  field: { name: 'File name', module: 'Module', kind: 'Kind', type: 'Type', size: 'Size', uploadedBy: 'Uploaded by', createdAt: 'Uploaded at' },
  module: { gerber: 'Gerber files', 'work-order': 'Work orders', profile: 'Personal profile', member: 'Member information', staff: 'Staff', other: 'Other' },
  kind: { file: 'File', image: 'Image' },
};
