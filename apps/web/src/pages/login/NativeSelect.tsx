import { theme } from 'antd';
import type { CSSProperties } from 'react';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  options: readonly { value: string; label: string }[];
  label: string;
  testId?: string;
  style?: CSSProperties;
}

/**
 * A native <select> drawn with antd's tokens. The login page uses it for short fixed lists (area code, language)
 * so that it stays within its JavaScript budget; it is also the friendliest picker on phones.
 */
export default function NativeSelect({ value, onChange, options, label, testId, style }: Props) {
  const { token } = theme.useToken();
  return (
    <select
      aria-label={label}
      data-testid={testId}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      style={{
        height: token.controlHeightLG,
        padding: `0 ${token.paddingXS}px`,
        fontSize: token.fontSizeLG,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
