import SwaggerParser from '@apidevtools/swagger-parser';
import fs from 'node:fs';

export type ApiSpecCheck = {ok: true} | {ok: false; message: string};

/**
 * Validate an OpenAPI file before pages are generated from it, so that a broken file stops the build
 * with a message naming the file and the problem instead of producing half a reference.
 */
export async function checkApiSpec(specPath: string): Promise<ApiSpecCheck> {
  if (!fs.existsSync(specPath)) {
    return {ok: false, message: `${specPath}: file not found; the API reference is generated from it`};
  }
  try {
    await SwaggerParser.validate(specPath);
    return {ok: true};
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {ok: false, message: `${specPath}: invalid OpenAPI description: ${detail}`};
  }
}
