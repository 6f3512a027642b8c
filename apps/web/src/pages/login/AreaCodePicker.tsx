import { PHONE_AREA_CODES } from '@pcbunion/core';
import NativeSelect from './NativeSelect';

interface Props {
  value?: string;
  onChange?: (code: string) => void;
}

const OPTIONS = PHONE_AREA_CODES.map((code) => ({ value: code, label: code }));

/** The phone area codes of spec 01 §2.4 (+86, +852, +886, +853, +82), beside the phone field. */
export default function AreaCodePicker({ value = PHONE_AREA_CODES[0], onChange }: Props) {
  return (
    <NativeSelect
      label="area code"
      testId="area-code"
      value={value}
      onChange={onChange}
      options={OPTIONS}
      style={{ width: 96, borderStartEndRadius: 0, borderEndEndRadius: 0 }}
    />
  );
}
