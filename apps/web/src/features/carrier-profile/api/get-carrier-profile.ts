import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetCarrierProfileQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { carrierProfileQueryKey } from '../query-keys';

// getCarrierProfile (D3-7.11): the caller's own carrier, every section of the profile (D3-2.46).
// The server answers only one's own carrier; a guest is refused (D3-6.07).
export const getCarrierProfileDocument = graphql(`
  query getCarrierProfile {
    getCarrierProfile {
      carrierId
      carrierName
      carrierActiveIndicator
      carrierMCNo
      carrierUsDOTNo
      commonCarrierId
      carrierScac
      carrierTier
      carrierStatusCode
      addressLine1
      addressLine2
      city
      state
      country
      postalCode
      truckload
      ltl
      intermodal
      hazmatCertExpirationDate
      hazmat232PermitInd
      primaryContact {
        firstName
        lastName
        contactType
        phone
        fax
        email
      }
      otherContacts {
        firstName
        lastName
        contactType
        phone
        fax
        email
      }
      insurances {
        insuranceId
        policyNumber
        insuranceType
        insuranceTypeCode
        status
        certificateId
        limits
        coverageAmount
        policyEffectiveDate
        policyExpirationDate
        isExpired
      }
      certifications {
        certificationCode
        description
        certificateExpireDate
        qualificationStatus
      }
    }
  }
`);

export type CarrierProfile = GetCarrierProfileQuery['getCarrierProfile'];
export type CarrierContact = NonNullable<CarrierProfile['primaryContact']>;

export function useCarrierProfile() {
  const client = useApiClient();
  return useQuery({
    queryKey: carrierProfileQueryKey,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(getCarrierProfileDocument, {}, { signal })).getCarrierProfile,
  });
}
