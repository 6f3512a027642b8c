import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import BoardSideImage from './BoardSideImage';
import { boardRenderUrl, type BoardColours, type BoardSide } from './board-render';

const SIDES: readonly BoardSide[] = ['top', 'bottom'];

/** The top and bottom of an instant quote's uploaded board, drawn by the CAM analysis in the chosen colours. */
export default function BoardRender({
  quoteId,
  version,
  colours,
}: {
  quoteId: string;
  /** Changes with the upload (the analysis's fingerprint). */
  version: string;
  colours: BoardColours;
}) {
  const { t } = useTranslation('gerber');
  return (
    <section data-testid="board-render">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('render.title')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {SIDES.map((side) => (
          <Col key={side} xs={24} md={12}>
            <BoardSideImage
              src={boardRenderUrl(quoteId, side, colours, version)}
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
