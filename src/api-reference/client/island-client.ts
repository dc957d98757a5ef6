// Client module (registered by ../build/plugin.ts): the islands' tabs work from the moment the page's
// scripts start, before React hydrates (./island-behaviour.ts).
import {createStorageSlot} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installIslandBehaviour, SAMPLE_LANGUAGE_SLOT} from './island-behaviour';

if (ExecutionEnvironment.canUseDOM) installIslandBehaviour(document, createStorageSlot(SAMPLE_LANGUAGE_SLOT));
