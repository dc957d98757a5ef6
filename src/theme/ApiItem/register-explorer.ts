// Imported by every generated operation page (config/openapi.ts): loads the API explorer with the page's
// own content, instead of after hydration.
import './api-styles';
import OpenApiItem from '@theme-original/ApiItem';
import {explorer} from './explorer-registry';

explorer.Item = OpenApiItem;
