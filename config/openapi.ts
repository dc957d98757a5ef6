import type {Options as OpenApiOptions} from 'docusaurus-plugin-openapi-docs';

/** Where the API description lives and where its generated pages go (git-ignored). */
export const API_SPEC_PATH = 'api/swagger.yaml';
export const API_DOCS_DIR = 'docs/api';

/** Options of docusaurus-plugin-openapi-docs for the CEEMS API server reference. */
export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    ceems: {
      specPath: API_SPEC_PATH,
      outputDir: API_DOCS_DIR,
      sidebarOptions: {
        groupPathsBy: 'tag',
        categoryLinkSource: 'tag',
      },
      hideSendButton: true,
      showSchemas: false,
    } satisfies OpenApiOptions,
  },
};
