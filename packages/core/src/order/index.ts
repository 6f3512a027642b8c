/** Cart, orders, refunds and invoice applications (spec 02 §2–§5): the state tables both the server and the screens read. */
export * from './states.js';
export * from './line-facts.js';
