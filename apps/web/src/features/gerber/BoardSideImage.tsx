import { theme, Typography } from 'antd';
import { useState } from 'react';

/**
 * One side of the board: an <img> of the SVG the API serves, so nothing in the SVG can run in the page. A new
 * colour keeps the last picture until the new one has loaded.
 */
export default function BoardSideImage({
  src,
  label,
  missing,
  testId,
}: {
  src: string;
  label: string;
  /** Said in place of the picture when the API has none. */
  missing: string;
  testId: string;
}) {
  const { token } = theme.useToken();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{
          background: token.colorFillTertiary,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingXS,
          textAlign: 'center',
        }}
      >
        {failedSrc === src ? (
          <Typography.Text type="secondary" data-testid={`${testId}-missing`}>
            {missing}
          </Typography.Text>
        ) : (
          <img
            src={src}
            alt={label}
            data-testid={testId}
            onError={() => setFailedSrc(src)}
            style={{ display: 'block', margin: '0 auto', maxWidth: '100%', maxHeight: 320 }}
          />
        )}
      </div>
      <figcaption style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: token.marginXXS }}>
        {label}
      </figcaption>
    </figure>
  );
}
