import type { PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, SAMPLE_FOLLOW_UP, SAMPLE_QUESTION, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A standard-library Go program (for the integration hub's Web API tab): a question and its follow-up. */
export const goSample: PlatformSample = {
  id: 'go',
  label: 'Web API (Go)',
  language: 'go',
  fileName: 'main.go',
  install: 'go version   # the standard library is all this needs',
  steps: [
    'Save the code below as main.go.',
    'Run go run main.go "your question" "a follow-up".',
    'Call askAssistant from your own handlers and keep the conversationId it returns per user.',
  ],
  guide: [
    'Run go run main.go and check both answers print: the second continues the first conversation.',
    'Move the key to the SITELINE_API_KEY environment variable; the program reads it first.',
    `Build it with go build for your server; the HTTP client gives up after ${REQUEST_TIMEOUT_SECONDS} seconds.`,
    'askAssistant returns the apology text on any error, so your handler can always reply.',
  ],
  generate: (params) => `package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const apiURL = ${quote(chatEndpointUrl(params))}
const apology = ${quote(APOLOGY_MESSAGE)}

var client = &http.Client{Timeout: ${REQUEST_TIMEOUT_SECONDS} * time.Second}

func apiKey() string {
	if key := os.Getenv("SITELINE_API_KEY"); key != "" {
		return key
	}
	return ${quote(sampleApiKey(params))}
}

type chatRequest struct {
	Message        string \`json:"message"\`
	ConversationID string \`json:"conversationId,omitempty"\`
}

type chatResponse struct {
	Response       string \`json:"response"\`
	ConversationID string \`json:"conversationId"\`
}

// askAssistant sends one question and returns the answer (the apology on any error) and the
// conversationId to send next: pass "" to start a conversation, the returned id to continue it.
func askAssistant(message, conversationID string) (string, string) {
	body, _ := json.Marshal(chatRequest{Message: message, ConversationID: conversationID})
	req, err := http.NewRequest(http.MethodPost, apiURL, bytes.NewReader(body))
	if err != nil {
		return apology, conversationID
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+apiKey())
	res, err := client.Do(req)
	if err != nil {
		return apology, conversationID
	}
	defer res.Body.Close()
	var data chatResponse
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&data) != nil || data.Response == "" {
		return apology, conversationID
	}
	return data.Response, data.ConversationID
}

func main() {
	question, followUp := ${quote(SAMPLE_QUESTION)}, ${quote(SAMPLE_FOLLOW_UP)}
	if len(os.Args) > 1 {
		question = os.Args[1]
	}
	if len(os.Args) > 2 {
		followUp = os.Args[2]
	}
	answer, conversationID := askAssistant(question, "")
	fmt.Println(answer)
	// The follow-up carries the first answer's conversationId: the assistant remembers the first question.
	answer, _ = askAssistant(followUp, conversationID)
	fmt.Println(answer)
}
`,
};
