/** `pcbunion-cam <zip-or-folder> [--svg DIR]`: prints the CAM parameters as JSON. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderPreview } from './api.js';
import { isCamError } from './errors.js';
import { analyzePath } from './node.js';

const USAGE = [
  'usage: pcbunion-cam <gerber.zip | gerber.tar.gz | folder> [--svg OUTPUT_DIR]',
  '',
  '  Prints the CAM parameters (board size, copper layers, drills, ...) as JSON on stdout.',
  '  --svg DIR   also writes DIR/top.svg and DIR/bottom.svg previews',
  '',
  '  Exit codes: 0 analysed, 1 the input could not be analysed (message on stderr), 2 usage.',
].join('\n');

export async function main(args: string[]): Promise<number> {
  const svgAt = args.indexOf('--svg');
  const svgDir = svgAt >= 0 ? args[svgAt + 1] : undefined;
  const inputs = args.filter((arg, i) => !arg.startsWith('--') && (svgAt < 0 || i !== svgAt + 1));
  const [input] = inputs;
  if (!input || inputs.length > 1 || (svgAt >= 0 && !svgDir) || args.includes('--help')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const { result, board } = await analyzePath(input);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (svgDir) {
      const preview = renderPreview(board ?? result);
      await mkdir(svgDir, { recursive: true });
      await writeFile(join(svgDir, 'top.svg'), preview.top);
      await writeFile(join(svgDir, 'bottom.svg'), preview.bottom);
      process.stderr.write(`wrote ${join(svgDir, 'top.svg')} and ${join(svgDir, 'bottom.svg')}\n`);
    }
    return 0;
  } catch (error) {
    const message = isCamError(error)
      ? `${error.code}: ${error.message}`
      : `unexpected error: ${(error as Error).message}`;
    process.stderr.write(`pcbunion-cam: ${message}\n`);
    return 1;
  }
}
