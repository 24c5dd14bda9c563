import { Affix, Button, Transition } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/ui/icons';
import { useConfig } from '../../lib/config-provider';

/** After 300 px of scroll on desktop (D1-2.31, D3-9.05). */
export function BackToTop() {
  const { t } = useTranslation();
  const { backToTopAfterPx, minBrowserWidthPx } = useConfig().app;
  const isDesktop = useMediaQuery(`(min-width: ${minBrowserWidthPx}px)`);
  const [scroll, scrollTo] = useWindowScroll();
  const isShown = Boolean(isDesktop) && scroll.y > backToTopAfterPx;

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={isShown}>
        {(style) => (
          <Button style={style} leftSection={<ArrowUpIcon size={16} />} onClick={() => scrollTo({ y: 0 })}>
            {t('backToTop')}
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
