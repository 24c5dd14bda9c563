import { graphql } from '../../../graphql/gql';

// The fields of a cost profile (decision 058) the web app reads, written once: the profile read and the
// profile saved answer the same shape. Nothing imports the fragment: the code generator reads it, and
// each document that spreads it carries its text.

graphql(`
  fragment CostProfileFields on CostProfile {
    costMode
    costPerMile
    fuelPricePerGallon
    milesPerGallon
    otherCostPerMile
    fixedCostPerDay
    averageSpeedMph
    drivingHoursPerDay
    dwellHoursPerStop
    targetRatePerMile
    floorRatePerMile
    isDefault
  }
`);
