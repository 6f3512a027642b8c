import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { Children, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Room kept beside the active tab when it is scrolled into view, so its neighbour's edge shows there is more. */
const MARGIN = 24;

/**
 * The tab strip's scrolling frame: the active tab (the child whose `data-path` is `activePath`) is kept in view when
 * it changes or the strip resizes; when the tabs do not fit, arrows page through them and the mouse wheel scrolls
 * them sideways. The native scrollbar is hidden: the strip is 34 px high.
 */
export default function ScrollPane({ activePath, children }: { activePath: string | null; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const pane = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ back: false, on: false });

  const measure = useCallback(() => {
    const el = pane.current;
    if (!el) return;
    const back = el.scrollLeft > 0;
    const on = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((o) => (o.back === back && o.on === on ? o : { back, on }));
  }, []);

  const showActive = useCallback(() => {
    const el = pane.current;
    const tab = activePath
      ? [...(el?.querySelectorAll<HTMLElement>('[data-path]') ?? [])].find((node) => node.dataset.path === activePath)
      : undefined;
    if (!el || !tab) return;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < el.scrollLeft) el.scrollLeft = Math.max(0, left - MARGIN);
    else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth + MARGIN;
    measure();
  }, [activePath, measure]);

  /** On a tab shown, opened or closed — not on every redraw, which would undo the arrows and the wheel. */
  const count = Children.count(children);
  useLayoutEffect(showActive, [showActive, count]);

  /** The strip resized (window, sidebar): the strip itself is watched, as the arrows coming and going resize the pane. */
  useEffect(() => {
    const strip = pane.current?.parentElement;
    if (!strip) return undefined;
    const observer = new ResizeObserver(showActive);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [showActive]);

  /** A vertical wheel turn scrolls the tabs sideways; the page itself does not move under the strip. */
  useEffect(() => {
    const el = pane.current;
    if (!el) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth) return;
      const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
      event.preventDefault();
      el.scrollLeft += delta;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const page = (direction: -1 | 1) =>
    pane.current?.scrollBy({ left: direction * pane.current.clientWidth * 0.8, behavior: 'smooth' });
  const arrow = (direction: -1 | 1, shown: boolean) =>
    shown && (
      <Button
        type="text"
        size="small"
        data-testid={direction < 0 ? 'tabs-back' : 'tabs-on'}
        aria-label={t(direction < 0 ? 'tabs.scrollBack' : 'tabs.scrollOn')}
        icon={direction < 0 ? <LeftOutlined /> : <RightOutlined />}
        onClick={() => page(direction)}
        style={{ flex: 'none' }}
      />
    );

  return (
    <>
      {arrow(-1, overflow.back)}
      <div
        ref={pane}
        data-testid="tabs-pane"
        onScroll={measure}
        style={{
          position: 'relative',
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXXS,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          whiteSpace: 'nowrap',
        }}
      >
        {children}
      </div>
      {arrow(1, overflow.on)}
    </>
  );
}
