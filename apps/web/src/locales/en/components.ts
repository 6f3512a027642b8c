export default {
  table: {
    selectOne: 'Please select one data',
    summary: 'Total',
    total: '{{total}} items in all',
  },
  upload: {
    add: 'Upload',
    badType: 'Only JPG or PNG images can be uploaded',
    tooLarge: 'The image cannot be larger than 500 kB',
  },
};
