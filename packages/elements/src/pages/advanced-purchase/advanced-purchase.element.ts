import { ADVANCED_PURCHASE_TAB } from '@tripsight/core/catalogue';
import { defineAdvancePurchaseByCabin } from '../../widgets/advance-purchase-by-cabin/advance-purchase-by-cabin.element.js';
import { defineAdvancePurchaseCost } from '../../widgets/advance-purchase-cost/advance-purchase-cost.element.js';
import { defineAdvancePurchaseRatio } from '../../widgets/advance-purchase-ratio/advance-purchase-ratio.element.js';
import { defineAdvancePurchaseTrend } from '../../widgets/advance-purchase-trend/advance-purchase-trend.element.js';
import { defineComplianceSimulator } from '../../widgets/compliance-simulator/compliance-simulator.element.js';
import { defineComposedPage, thirds, wide } from '../composed-page/define-composed-page.js';

/**
 * @summary The advanced purchase page (Policy Insights): cost of non-compliance with its PNR count, the "Advanced purchase compliance ratio" gauge, "Non-compliant air spend breakdown by cabin", the compliance simulator and compliance over time, each also its own element.
 */
export const defineAdvancedPurchase = defineComposedPage({
  tab: ADVANCED_PURCHASE_TAB,
  items: [
    thirds(defineAdvancePurchaseCost, defineAdvancePurchaseRatio, defineAdvancePurchaseByCabin),
    wide(defineComplianceSimulator, defineAdvancePurchaseTrend),
  ],
});
