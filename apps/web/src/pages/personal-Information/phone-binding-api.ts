import type { Answer, Body } from '../../api/contract';
import { get, post } from '../../api/http';

/** Whether WeChat is linked and is the account's only way in (then a phone may be bound). */
export const fetchWeChatStanding = () => get<Answer<'/api/profile/wechat', 'get'>>('profile/wechat');

export const sendBindingCode = (phone_area_code: string, phone_num: string) =>
  post<Answer<'/api/profile/phone-binding/code', 'post'>>(
    'profile/phone-binding/code',
    { phone_area_code, phone_num },
    { silent: true },
  );

export const bindPhone = (binding: Body<'/api/profile/phone-binding', 'post'>) =>
  post<Answer<'/api/profile/phone-binding', 'post'>>('profile/phone-binding', binding, { silent: true });
