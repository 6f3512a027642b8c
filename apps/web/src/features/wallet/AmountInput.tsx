import { Input, type InputProps } from 'antd';

/** An amount field: digits and one point only, at most two decimals (checked by the form's rules too). */
export default function AmountInput(props: InputProps) {
  return <Input inputMode="decimal" autoComplete="off" maxLength={13} {...props} />;
}
