// The widgets the site's forms use (src/admin/forms/: the content model's fields as Decap's):
// registered on the page (./app.ts) and with the build's check of the configuration
// (gatsby/admin/decap-config-check.ts), which judges each field by its widget's own schema.
import datetime from 'decap-cms-widget-datetime';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';

/** Each widget as Decap registers it (its name, components and schema). */
export const decapWidgets = () =>
  [string, text, number, select, list, object, relation, image, datetime].map((widget) =>
    widget.Widget(),
  );
