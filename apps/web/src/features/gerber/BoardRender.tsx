import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import BoardSideImage from './BoardSideImage';
import { boardRenderUrl, gerberFileRenderUrl, type BoardColours, type BoardSide } from './board-render';

const SIDES: readonly BoardSide[] = ['top', 'bottom'];

/**
 * The top and bottom of a board drawn by the CAM analysis in the chosen colours: an instant quote's upload
 * (`quoteId`), or a stored Gerber file's (`fileId`: the board of an inquiry or an order).
 */
export default function BoardRender({
  quoteId,
  fileId,
  version = '',
  colours,
  title,
}: {
  quoteId?: string | undefined;
  fileId?: string | undefined;
  /** Changes with the upload (the analysis's fingerprint). */
  version?: string;
  colours: BoardColours;
  /** Said above the pictures in place of the default title. */
  title?: string;
}) {
  const { t } = useTranslation('gerber');
  const src = (side: BoardSide) =>
    fileId
      ? gerberFileRenderUrl(fileId, side, colours, version)
      : boardRenderUrl(quoteId ?? '', side, colours, version);
  return (
    <section data-testid="board-render">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title ?? t('render.title')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {SIDES.map((side) => (
          <Col key={side} xs={24} md={12}>
            <BoardSideImage
              src={src(side)}
              label={t(`render.${side}`)}
              missing={t('render.none')}
              testId={`board-render-${side}`}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
