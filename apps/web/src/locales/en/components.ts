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
  reveal: {
    button: 'Show in full',
    title: 'Show the number in full',
    hint: 'Enter your password to see the whole number. It is shown here only, until you close this dialog.',
    password: 'Password',
    show: 'Show',
    close: 'Close',
  },
};
