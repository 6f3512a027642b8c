/** The screens of orders (menu package_urls): the customer's My order, recycle bin and cart; the factory's order management. */
export const ORDER_SCREENS = {
  customer: ['my-order', 'recycle-bin', 'shopping-cart'],
  factory: ['order-management'],
} as const;
