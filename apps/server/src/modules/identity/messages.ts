/**
 * The identity module's texts, in the namespace `identity`: one catalogue per area, kept beside the area that says
 * them. The areas without texts of their own use these (auth answers with the common sign-in texts, member with the
 * profile's, menus says nothing).
 */
export { accountMessages } from './accounts/messages.js';
export { communityMessages } from './community/messages.js';
export { enterpriseMessages } from './enterprises/messages.js';
export { expiryMessages } from './enterprises/expiry/messages.js';
export { memberMessages } from './member/messages.js';
export { profileMessages } from './profile/messages.js';
export { registrationMessages } from './registration/messages.js';
export { sessionMessages } from './session/messages.js';
export { staffMessages } from './staff/messages.js';
export { verificationMessages } from './verification/messages.js';
