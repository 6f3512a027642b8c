import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '../../stores/runtime-config';
import { useRouteInfo } from '../hooks/useRouteInfo';

/** document.title: the page title, then the project name from config.json (or the default title). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { resolve, titleOf } = useRouteInfo();
  const { projectName } = useRuntimeConfig();
  const { t } = useTranslation();
  const title = titleOf(resolve(pathname));
  const project = projectName || t('defaultTitle');
  useEffect(() => {
    document.title = title ? `${title} - ${project}` : project;
  }, [title, project]);
}
