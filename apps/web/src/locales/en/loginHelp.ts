/** Login help (/login-help, no session needed) and the public test page (/text-ceshi). */
export default {
  title: 'Login help',
  intro: 'Everything you need to get into PCB Union: signing in, a forgotten password and joining your company.',
  toLogin: 'Go to sign in',
  toRegister: 'Register an enterprise',
  signIn: {
    title: 'Sign in',
    steps: {
      one: 'Open the sign-in page and choose how you sign in: mobile phone, e-mail or job number.',
      two: 'Enter the area code and phone number, your e-mail address or the job number your company gave you, then your password.',
      three:
        'If your account belongs to several enterprises, choose the one to work in. You can switch later from your name in the top bar.',
      four: 'Signing in on another computer of the same kind signs you out here: one session per account and device type.',
    },
  },
  reset: {
    title: 'Forgot or change your password',
    steps: {
      one: 'On the sign-in page choose “Forgot password”, enter your phone number or e-mail and the verification code sent to it.',
      two: 'Choose a new password of at least 8 characters with upper- and lower-case letters and digits.',
      three: 'Signed in, change it any time from your name in the top bar → Change password; other sessions end.',
    },
  },
  join: {
    title: 'Join an enterprise',
    steps: {
      one: 'Ask your company’s administrator for an invitation link, or for your job number if they created your account.',
      two: 'Open the link, sign in or register with your phone number, and accept: you join with the role the administrator chose.',
      three: 'A new company registers itself with “Register an enterprise” and becomes its first administrator.',
    },
  },
  contact:
    'Still stuck? Your company’s administrator can reset your account; the platform’s service desk answers from 9:00 to 18:00 (China time).',
  testPage: {
    title: 'Test page',
    about:
      'A check page of the portal, open without signing in: who is signed in in this browser, the language and the pages that need no menu.',
    session: 'Session',
    none: 'not signed in',
    language: 'Language',
    routes: 'Fixed routes',
  },
};
